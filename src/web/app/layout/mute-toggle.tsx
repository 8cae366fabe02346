import { Volume2, VolumeX } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Tooltip } from '../../components/ui/tooltip';
import { useMuted } from '../../lib/sounds';

export function MuteToggle() {
  const [muted, setMuted] = useMuted();
  const label = muted ? 'Unmute sounds' : 'Mute sounds';
  return (
    <Tooltip content={label}>
      <Button variant="ghost" size="icon" aria-label={label} aria-pressed={muted} onClick={() => setMuted(!muted)}>
        {muted ? <VolumeX aria-hidden="true" className="size-5" /> : <Volume2 aria-hidden="true" className="size-5" />}
      </Button>
    </Tooltip>
  );
}
