import { useEffect, type RefObject } from 'react';
import { tileUnderMarker } from '../../../../core/games/fowl-case';
import { playSound } from '../../../lib/sounds';

/** Where the track really is now: its rendered translateX, mid-transition included. */
const renderedOffset = (track: HTMLElement): number => new DOMMatrixReadOnly(getComputedStyle(track).transform).m41;

const POINTER_BUMP: Keyframe[] = [{ translate: '0 3px' }, { translate: '0 0' }];

/**
 * While the reel moves, reads its rendered position every animation frame and ticks
 * when a new tile is under the marker, at most once a frame: the ticks come as the
 * tiles really pass, so they slow down with the reel. The pointer nudges on each and
 * counts them in data-ticks (what a test can see of a sound).
 */
export function useReelTicks(track: RefObject<HTMLElement | null>, pointer: RefObject<HTMLElement | null>, viewportWidth: number, moving: boolean): void {
  useEffect(() => {
    if (!moving || viewportWidth <= 0) return;
    let frame = 0;
    let lastTile: number | null = null;
    let ticks = 0;
    const read = () => {
      const element = track.current;
      if (element) {
        const tile = tileUnderMarker(viewportWidth, renderedOffset(element));
        if (lastTile !== null && tile !== lastTile) {
          playSound('tick', 0.25);
          ticks += 1;
          const marker = pointer.current;
          if (marker) {
            marker.dataset.ticks = String(ticks);
            marker.animate(POINTER_BUMP, { duration: 90, easing: 'ease-out' });
          }
        }
        lastTile = tile;
      }
      frame = requestAnimationFrame(read);
    };
    frame = requestAnimationFrame(read);
    return () => cancelAnimationFrame(frame);
  }, [track, pointer, viewportWidth, moving]);
}
