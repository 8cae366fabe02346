// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithProviders } from '../../../test/helpers/render-hook';
import { useGameShortcuts, useShortcutsOn } from './use-game-shortcuts';

/** Presses `key` with the focus on `target` (the page itself when none), as the browser sends it. */
function press(key: string, target: HTMLElement = document.body, init: KeyboardEventInit = {}): KeyboardEvent {
  target.focus();
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

describe('useGameShortcuts', () => {
  const mounted: Array<() => void> = [];
  afterEach(() => {
    mounted.splice(0).forEach((unmount) => unmount());
    document.body.innerHTML = '';
    localStorage.clear();
  });

  function setUp(enabled = true) {
    const run = vi.fn();
    const hook = renderHookWithProviders(() => {
      useGameShortcuts([{ key: 'b', label: 'Flip Coin', run, enabled }]);
      return useShortcutsOn();
    });
    mounted.push(hook.unmount);
    return { run, hook };
  }

  it('runs on its key in either case, and takes the key from the page', () => {
    const { run } = setUp();
    const button = mount('<button type="button">Heads</button>').querySelector('button')!;
    expect(press('b', button).defaultPrevented).toBe(true);
    press('B');
    expect(run).toHaveBeenCalledTimes(2);
    expect(press('x').defaultPrevented).toBe(false);
  });

  it('stays quiet while the player types, in a dialog, with a modifier and on repeats', () => {
    const { run } = setUp();
    const host = mount(`
      <input type="number" /><input type="text" /><textarea></textarea><select><option>a</option></select>
      <div role="dialog"><button type="button">Accept</button></div>`);
    for (const field of host.querySelectorAll<HTMLElement>('input, textarea, select, [role="dialog"] button')) {
      expect(press('b', field).defaultPrevented).toBe(false);
    }
    press('b', document.body, { ctrlKey: true });
    press('b', document.body, { metaKey: true });
    press('b', document.body, { altKey: true });
    press('b', document.body, { repeat: true });
    expect(run).not.toHaveBeenCalled();
  });

  it('runs from a slider, which takes no typing', () => {
    const { run } = setUp();
    const slider = mount('<input type="range" />').querySelector('input')!;
    press('b', slider);
    expect(run).toHaveBeenCalledOnce();
  });

  it('does nothing while its action is not available', () => {
    const { run } = setUp(false);
    press('b');
    expect(run).not.toHaveBeenCalled();
  });

  it('can be turned off, and the choice is remembered', () => {
    const { run, hook } = setUp();
    act(() => hook.result.current[1](false));
    press('b');
    expect(run).not.toHaveBeenCalled();
    expect(localStorage.getItem('fowls:shortcuts-off')).toBe('1');
    act(() => hook.result.current[1](true));
    press('b');
    expect(run).toHaveBeenCalledOnce();
    expect(localStorage.getItem('fowls:shortcuts-off')).toBeNull();
  });
});
