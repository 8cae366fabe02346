import type { LucideIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** A portal section that later work fills in. */
export function AdminPlaceholderCard({ title, icon: Icon }: { title: string; icon: LucideIcon }) {
  return (
    <Card className="opacity-90">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-5 text-fg-muted" />
            {title}
          </CardTitle>
          <Badge variant="outline">Soon</Badge>
        </div>
        <CardDescription>Coming soon.</CardDescription>
      </CardHeader>
    </Card>
  );
}
