// What counts as an emoji drawn as an interface icon: a character Unicode calls
// pictographic (🐔, 💥, ⚠, ✔), a dingbat mark (✓, ✗), or the selector that asks for a
// character's emoji picture. ©, ® and ™ are pictographic to Unicode but plain text in
// every text font. A device without a colour emoji font (many Linux desktops, a bare
// Chromium) draws these as empty boxes, so the interface draws its icons as SVG instead.
// Read by the source check in test/lint and by the Chromium flows on rendered pages.

export const PICTURE_CHARACTER_SOURCE = '(?![©®™])\\p{Extended_Pictographic}|[\\u2700-\\u27BF]|\\uFE0F';

export const pictureCharacter = new RegExp(PICTURE_CHARACTER_SOURCE, 'u');
