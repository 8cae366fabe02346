import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { Card } from '../../../components/ui/card';
import { LEGAL_LAST_UPDATED } from '../support-contact';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

const updated = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${LEGAL_LAST_UPDATED}T00:00:00Z`));

/**
 * A long text laid out for reading: a summary, a table of contents, and numbered
 * sections that can be linked to (#id). Shared by the legal and contact pages.
 */
export function LegalPage({
  title,
  summary,
  sections,
  showUpdated = true,
}: {
  title: string;
  summary: ReactNode;
  sections: readonly LegalSection[];
  showUpdated?: boolean;
}) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader
        title={title}
        description={
          showUpdated ? (
            <>
              Last updated <time dateTime={LEGAL_LAST_UPDATED}>{updated}</time>
            </>
          ) : undefined
        }
        className="mb-0"
      />
      <Card className="border-accent/30 bg-accent/5 p-5 text-fg sm:p-6">{summary}</Card>
      {sections.length > 3 ? (
        <nav aria-label="On this page" className="rounded-xl border border-line p-5 sm:p-6">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-fg-muted uppercase">On this page</h2>
          <ol className="grid list-decimal gap-1.5 pl-5 text-sm marker:text-fg-subtle sm:grid-cols-2 sm:gap-x-8">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-accent-text underline-offset-4 hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="grid gap-8">
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
            <h2 id={`${s.id}-title`} className="mb-3 text-xl font-semibold text-fg">
              <span className="mr-2 text-fg-subtle tabular-nums">{i + 1}.</span>
              {s.title}
            </h2>
            <div className={proseClass}>{s.body}</div>
          </section>
        ))}
      </div>
    </div>
  );
}

/** Readable defaults for paragraphs, lists and links inside a section. */
export const proseClass = [
  'grid gap-3 leading-relaxed text-fg-muted',
  '[&_strong]:font-semibold [&_strong]:text-fg',
  '[&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1.5 [&_ul]:pl-6 [&_ul]:marker:text-accent',
  '[&_a]:font-medium [&_a]:text-accent-text [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-accent-hover',
  '[&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm [&_code]:text-fg',
].join(' ');
