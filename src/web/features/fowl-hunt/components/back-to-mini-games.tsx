import { Link } from 'wouter';
import { buttonClass } from '../../../components/ui/button';

export function BackToMiniGames() {
  return (
    <Link href="/mini-games" className={buttonClass('ghost', 'sm', '-ml-3 mb-2')}>
      ← Back to Mini Games
    </Link>
  );
}
