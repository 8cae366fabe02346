import type { CSSProperties } from 'react';
import { prizeRarity } from '../utils/rarity';
import './fowl-case.css';

/** The prize's rarity colour as the --tier variable that fowl-case.css paints with. */
export const rarityStyle = (index: number): CSSProperties => ({ '--tier': prizeRarity(index).colour }) as CSSProperties;
