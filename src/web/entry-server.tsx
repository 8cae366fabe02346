import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { FirstScreenInput, FirstScreenOutput } from '../core/first-screen';
import { App } from './app/app';
import { firstScreenDataElement, seedFirstScreen } from './app/first-screen';
import { createQueryClient } from './lib/query-client';

/**
 * The web app's server entry (built by `vite build --ssr` into dist/web-ssr and loaded by
 * the server by path): a signed-out visitor's page, rendered from the answers the server
 * read, so it paints before any script runs. Screens that load later show their loading
 * state, which the browser then fills in.
 */
export function render({ url, ...data }: FirstScreenInput): FirstScreenOutput {
  const queryClient = createQueryClient();
  seedFirstScreen(queryClient, data);
  const [path, search = ''] = url.split('?');
  const html = renderToString(
    <Router ssrPath={path} ssrSearch={search}>
      <App queryClient={queryClient} renderedAt={data.renderedAt} />
    </Router>,
  );
  queryClient.clear();
  return { html, data: firstScreenDataElement(data) };
}
