interface ClipboardHost {
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/** Puts text on the clipboard; throws when the browser refuses (no permission, insecure page). */
export async function copyText(text: string, host: ClipboardHost = navigator): Promise<void> {
  if (!host.clipboard) throw new Error('Clipboard unavailable');
  await host.clipboard.writeText(text);
}
