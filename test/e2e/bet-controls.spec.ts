import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from '@playwright/test';
import { DEFUSE_MAX_BET, DEFUSE_MIN_BET } from '../../src/core/games/defuse-la-bomba';
import { FLIP_MAX_BET, FLIP_MIN_BET } from '../../src/core/games/fowl-flip';
import { GOAL_MAX, GOAL_MIN, MIN_CLICK_INTERVAL_MS, ROUND_MS } from '../../src/core/games/fowl-hunt';
import { HEN_HOUSE_MAX_BET, HEN_HOUSE_MIN_BET } from '../../src/core/games/hen-house-hazard';
import { PLINKO_MAX_BET, PLINKO_MIN_BET } from '../../src/core/games/plinko';
import { formatSignedFowls } from '../../src/core/money';
import { expect, noSideScroll, tabTo, test, usePlatform } from './fixtures';
import { acceptWelcomeIfNew, screenshot, seriousViolations, signInAs } from './harness';

// The controls players expect beside every game (decision 0069): ½, 2× and max on the
// bet field, the last bet and settings remembered, one-key shortcuts that stay quiet
// while the player types, session stats counted from the server's answers, and every
// game played start to finish from the keyboard alone.

const BET_GAMES = [
  { name: 'Fowl Flip', path: '/mini-games/fowl-flip', ready: 'Flip Coin', min: FLIP_MIN_BET, max: FLIP_MAX_BET },
  { name: 'Plinko Coop', path: '/mini-games/plinko', ready: 'Drop Ball', min: PLINKO_MIN_BET, max: PLINKO_MAX_BET },
  { name: 'Defuse la Bomba', path: '/mini-games/defuse-la-bomba', ready: 'Start Game', min: DEFUSE_MIN_BET, max: DEFUSE_MAX_BET },
  { name: 'Hen House Hazard', path: '/mini-games/hen-house-hazard', ready: 'Start Game', min: HEN_HOUSE_MIN_BET, max: HEN_HOUSE_MAX_BET },
] as const;

const stats = (page: Page) => page.getByRole('region', { name: 'Session stats' });
const stat = (page: Page, name: 'wagered' | 'profit' | 'wins' | 'losses') => stats(page).locator(`[data-stat="${name}"]`);
const balanceOf = async (page: Page) => ((await (await page.request.get('/api/auth/user')).json()) as { fowlBalance: number }).fowlBalance;

test.describe('bet controls, shortcuts, session stats and keyboard play in Chromium', () => {
  usePlatform();

  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'GoldenGoose');
    await acceptWelcomeIfNew(page);
  });

  test('½, 2× and max keep the bet within the game and the balance; the last bet and settings come back after a reload', async ({ page }) => {
    const balance = await balanceOf(page);
    // The numbers below halve and double 100 within the balance.
    expect(balance).toBeGreaterThanOrEqual(200);
    for (const game of BET_GAMES) {
      await page.goto(game.path);
      await page.getByRole('button', { name: game.ready }).waitFor();
      const bet = page.getByLabel(/^Bet/);
      await bet.fill('100');
      await page.getByRole('button', { name: 'Halve the bet' }).click();
      await expect(bet, game.name).toHaveValue('50');
      await page.getByRole('button', { name: 'Double the bet' }).click();
      await expect(bet, game.name).toHaveValue('100');
      await page.getByRole('button', { name: 'Max bet' }).click();
      await expect(bet, game.name).toHaveValue(String(Math.min(game.max, balance)));
      // Doubling the largest bet stays there; halving the smallest stays at the minimum.
      await page.getByRole('button', { name: 'Double the bet' }).click();
      await expect(bet, game.name).toHaveValue(String(Math.min(game.max, balance)));
      await bet.fill(String(game.min));
      await page.getByRole('button', { name: 'Halve the bet' }).click();
      await expect(bet, game.name).toHaveValue(String(game.min));
      await bet.fill('40');
      expect(await seriousViolations(page), game.name).toEqual([]);
      await page.reload();
      await expect(page.getByLabel(/^Bet/), game.name).toHaveValue('40');
      await screenshot(page, `bet-controls-${game.path.split('/').pop()}-1280`);
    }

    // Settings other than the bet come back too; a value that is not the game's is not read back.
    await page.goto('/mini-games/plinko');
    await page.getByLabel('Rows').selectOption('16');
    await page.getByRole('button', { name: 'High' }).click();
    await page.goto('/mini-games/hen-house-hazard');
    const bombs = page.getByLabel(/^Bombs:/);
    await bombs.focus();
    await page.keyboard.press('End');
    await page.goto('/mini-games/fowl-hunt');
    // Fowl Hunt's stake is fixed: there is no bet to change, and the goal is what is remembered.
    await page.getByRole('button', { name: 'Start Hunt' }).waitFor();
    await expect(page.getByLabel(/^Bet/)).toHaveCount(0);
    await page.getByLabel('Target goal').focus();
    await page.keyboard.press('End');
    await page.reload();
    await expect(page.getByLabel('Target goal')).toHaveValue(String(GOAL_MAX));
    await page.goto('/mini-games/plinko');
    await expect(page.getByLabel('Rows')).toHaveValue('16');
    await expect(page.getByRole('button', { name: 'High' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/mini-games/hen-house-hazard');
    await expect(page.getByLabel(/^Bombs:/)).not.toHaveValue('3');

    await page.evaluate(() => localStorage.setItem('fowls:game-settings:plinko', JSON.stringify({ bet: 1_000_000, rows: 17, risk: 'high' })));
    await page.goto('/mini-games/plinko');
    await expect(page.getByLabel(/^Bet/)).toHaveValue(String(PLINKO_MIN_BET));
    await expect(page.getByLabel('Rows')).toHaveValue('12');
    await expect(page.getByRole('button', { name: 'High' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a shortcut plays the main action, is shown on its button, and stays quiet while typing or when turned off', async ({ page }) => {
    await page.goto('/mini-games/fowl-flip');
    const flipButton = page.getByRole('button', { name: 'Flip Coin' });
    await expect(flipButton).toHaveAttribute('aria-keyshortcuts', 'B');
    await expect(flipButton.locator('kbd')).toHaveText('B');
    let flips = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/fowl-flip/play')) flips++;
    });
    const settle = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));

    // Typing in the bet field: b and t are letters typed there, not shortcuts.
    const bet = page.getByLabel(/^Bet/);
    await bet.fill('10');
    await bet.focus();
    await page.keyboard.press('t');
    await page.keyboard.press('b');
    await settle();
    expect(flips).toBe(0);
    await expect(page.getByRole('button', { name: 'Heads' })).toHaveAttribute('aria-pressed', 'true');

    // With the focus on a button, the letters are the game's: call tails, then flip.
    await page.getByRole('button', { name: 'Heads' }).focus();
    await page.keyboard.press('t');
    await expect(page.getByRole('button', { name: 'Tails' })).toHaveAttribute('aria-pressed', 'true');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/fowl-flip/play'));
    await page.keyboard.press('b');
    const { result } = (await (await answered).json()) as { result: { betAmount: number; payout: number; selectedSide: string } };
    expect(result).toMatchObject({ betAmount: 10, selectedSide: 'tails' });
    expect(flips).toBe(1);
    await expect(stat(page, 'wagered')).toHaveText('10');

    // Turned off, B does nothing and no key is shown; the choice holds on every game.
    await page.getByRole('switch', { name: 'Keyboard shortcuts' }).click();
    await expect(flipButton.locator('kbd')).toHaveCount(0);
    await page.getByRole('button', { name: 'Heads' }).focus();
    await page.keyboard.press('b');
    await settle();
    expect(flips).toBe(1);
    await page.goto('/mini-games/plinko');
    await expect(page.getByRole('switch', { name: 'Keyboard shortcuts' })).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('switch', { name: 'Keyboard shortcuts' }).click();
    await expect(page.getByRole('button', { name: 'Drop Ball' }).locator('kbd')).toHaveText('B');
  });

  test('session stats count the settled rounds, outlast a reload and reset', async ({ page }) => {
    await page.goto('/mini-games/fowl-flip');
    await page.getByRole('button', { name: 'Flip Coin' }).waitFor();
    // Each test's page is a new browser context: a new session.
    await expect(stat(page, 'wagered')).toHaveText('0');
    await page.getByLabel(/^Bet/).fill('10');
    let profit = 0;
    let wins = 0;
    for (let round = 1; round <= 2; round++) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/fowl-flip/play'));
      await page.getByRole('button', { name: 'Flip Coin' }).click();
      const { result } = (await (await answered).json()) as { result: { betAmount: number; payout: number } };
      profit += result.payout - result.betAmount;
      if (result.payout > result.betAmount) wins++;
      await expect(stat(page, 'wagered')).toHaveText(String(10 * round));
    }
    await expect(stat(page, 'profit')).toHaveText(formatSignedFowls(profit));
    await expect(stat(page, 'wins')).toHaveText(String(wins));
    await expect(stat(page, 'losses')).toHaveText(String(2 - wins));
    await expect(stats(page).getByRole('img', { name: /^Profit chart over the last 2 rounds/ })).toBeVisible();

    await page.reload();
    await expect(stat(page, 'wagered')).toHaveText('20');
    // Each game keeps its own.
    await page.goto('/mini-games/plinko');
    await expect(stat(page, 'wagered')).toHaveText('0');
    await page.goto('/mini-games/fowl-flip');
    await stats(page).getByRole('button', { name: 'Reset session stats' }).click();
    for (const name of ['wagered', 'profit', 'wins', 'losses'] as const) await expect(stat(page, name)).toHaveText('0');
    await expect(stats(page).getByRole('img', { name: 'Profit chart: no rounds yet' })).toBeVisible();
  });

  test('Fowl Flip and Plinko Coop are played from the keyboard alone', async ({ page }) => {
    await page.goto('/mini-games/fowl-flip');
    await tabTo(page, page.getByLabel(/^Bet/));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('20');
    await tabTo(page, page.getByRole('button', { name: 'Tails' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Tails' })).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, page.getByRole('button', { name: 'Flip Coin' }));
    await page.keyboard.press('Enter');
    await expect(stat(page, 'wagered')).toHaveText('20');
    // The button kept the focus through the round: Enter flips again.
    await expect(page.getByRole('button', { name: 'Flip Coin' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(stat(page, 'wagered')).toHaveText('40');

    await page.goto('/mini-games/plinko');
    await tabTo(page, page.getByLabel(/^Bet/));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('10');
    await tabTo(page, page.getByRole('button', { name: 'Drop Ball' }));
    await page.keyboard.press('Enter');
    await page.locator('[data-landed-bucket]').waitFor();
    await page.keyboard.press('b');
    await expect(stat(page, 'wagered')).toHaveText('20');
  });

  test('Defuse la Bomba is played from the keyboard alone, the focus staying on the wires', async ({ page }) => {
    await page.goto('/mini-games/defuse-la-bomba');
    await tabTo(page, page.getByLabel(/^Bet/));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('10');
    await tabTo(page, page.getByRole('button', { name: 'Start Game' }));
    await page.keyboard.press('Enter');
    // Start Game gives way to the wires, and the focus goes to the first.
    await expect(page.getByRole('button', { name: /^Cut the Red wire/ })).toBeFocused();
    for (const colour of ['red', 'green', 'blue']) {
      await expect(page.locator(`[data-wire="${colour}"]`)).toBeFocused();
      await page.keyboard.press('Enter');
      await page.locator(`[data-wire="${colour}"][data-cut="true"]`).waitFor();
      await expect(page.locator(`[data-wire="${colour}"]`)).toBeFocused();
      if (await page.getByRole('button', { name: 'Play Again' }).isVisible()) break;
      await page.keyboard.press('Tab');
    }
    await tabTo(page, page.getByRole('button', { name: 'Play Again' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Start Game' })).toBeFocused();
    await expect(stat(page, 'wagered')).toHaveText('10');
    // The number keys cut the wires too.
    await page.keyboard.press('b');
    await expect(page.getByRole('button', { name: /^Cut the Red wire/ })).toBeFocused();
    for (const [key, colour] of [
      ['4', 'yellow'],
      ['1', 'red'],
      ['2', 'green'],
    ]) {
      await page.keyboard.press(key!);
      await page.locator(`[data-wire="${colour}"][data-cut="true"]`).waitFor();
      if (await page.getByRole('button', { name: 'Play Again' }).isVisible()) break;
    }
    await page.getByRole('button', { name: 'Play Again' }).waitFor();
    await expect(stat(page, 'wagered')).toHaveText('20');
  });

  test('Hen House Hazard: several tiles revealed in a row without the focus leaving the board, then a cash-out, all from the keyboard', async ({ page }) => {
    await page.goto('/mini-games/hen-house-hazard');
    await tabTo(page, page.getByLabel(/^Bet/));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('10');
    await tabTo(page, page.getByLabel(/^Bombs:/));
    await page.keyboard.press('Home');
    await tabTo(page, page.getByRole('button', { name: 'Start Game' }));
    await page.keyboard.press('Enter');

    const focusedTile = page.locator('[data-tile]:focus');
    let cashedOut = false;
    for (let round = 0; round < 8 && !cashedOut; round++) {
      if (round > 0) await page.keyboard.press('b');
      await page.getByText('Pick a tile.').first().waitFor();
      await expect(focusedTile).toHaveCount(1);
      let hit = false;
      // Home, then right and down: tiles 0, 1 and 6, all face down at a round's start wherever the focus was.
      for (const move of ['Home', 'ArrowRight', 'ArrowDown']) {
        await page.keyboard.press(move);
        const tile = await focusedTile.getAttribute('data-tile');
        await expect(page.locator(`[data-tile="${tile}"]`)).toHaveAttribute('data-look', 'hidden');
        await page.keyboard.press('Enter');
        await page.locator(`[data-tile="${tile}"]:is([data-look="picked"], [data-look="hit"])`).waitFor();
        // The answer is in and the focus is still on the tile just turned.
        await expect(focusedTile).toHaveAttribute('data-tile', tile!);
        hit = (await page.locator(`[data-tile="${tile}"]`).getAttribute('data-look')) === 'hit';
        if (hit) break;
      }
      if (hit) continue;
      await page.keyboard.press('c');
      await page.getByText('Cashed Out!').first().waitFor();
      // The Cash Out has gone with the round: the focus is on the next round's start.
      await expect(page.getByRole('button', { name: 'Start Game' })).toBeFocused();
      cashedOut = true;
    }
    expect(cashedOut).toBe(true);
    await expect(stat(page, 'wins')).toHaveText('1');
  });

  test('Fowl Hunt is played from the keyboard alone: the field takes the focus, the arrow keys aim and Space shoots', async ({ page }) => {
    // The page's clock runs in step with real time until the test moves it past the round's 30 s.
    await page.clock.install();
    await page.goto('/mini-games/fowl-hunt');
    await tabTo(page, page.getByLabel('Target goal'));
    await page.keyboard.press('Home');
    await expect(page.getByLabel('Target goal')).toHaveValue(String(GOAL_MIN));
    const started = page.waitForResponse((r) => r.url().endsWith('/api/games/aim-trainer/start'));
    await page.keyboard.press('b');
    await started;
    const field = page.getByTestId('fowl-hunt-canvas');
    await expect(field).toHaveAttribute('data-phase', 'playing');
    await expect(field).toBeFocused();
    for (const moves of [['ArrowRight', 'ArrowRight'], ['Shift+ArrowUp'], ['ArrowLeft', 'ArrowDown']]) {
      // The page drops a shot that comes sooner after the last than a person could make it.
      await sleep(2 * MIN_CLICK_INTERVAL_MS);
      for (const move of moves) await page.keyboard.press(move);
      const shot = page.waitForResponse((r) => r.url().endsWith('/api/games/aim-trainer/shot'));
      await page.keyboard.press('Space');
      await shot;
    }
    await expect(page.getByText('Clicks', { exact: true }).locator('..').getByText('3', { exact: true })).toBeVisible();
    const finished = page.waitForResponse((r) => r.url().endsWith('/api/games/aim-trainer') && r.request().method() === 'POST');
    await page.clock.fastForward(ROUND_MS);
    const { game } = (await (await finished).json()) as { game: { betAmount: number; payout: number } };
    await expect(stat(page, 'wagered')).toHaveText(String(game.betAmount));
    await expect(stat(page, 'profit')).toHaveText(formatSignedFowls(game.payout - game.betAmount));
  });

  test('the bet controls and stats fit a 360 px screen', async ({ openPage }) => {
    const { page } = await openPage(360);
    await signInAs(page, 'GoldenGoose');
    for (const game of BET_GAMES) {
      await page.goto(game.path);
      await page.getByRole('button', { name: 'Max bet' }).waitFor();
      await stats(page).waitFor();
      await noSideScroll(page);
      await screenshot(page, `bet-controls-${game.path.split('/').pop()}-360`);
    }
  });
});
