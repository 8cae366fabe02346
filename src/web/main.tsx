import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readFirstScreen, seedFirstScreen } from './app/first-screen';
import { createQueryClient } from './lib/query-client';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

const queryClient = createQueryClient();
const rendered = readFirstScreen();
if (rendered) {
  // The server rendered this page from these answers: take it over as it is.
  seedFirstScreen(queryClient, rendered);
  hydrateRoot(
    root,
    <StrictMode>
      <App queryClient={queryClient} renderedAt={rendered.renderedAt} />
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
