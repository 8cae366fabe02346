import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { currentUserQueryOptions } from './lib/auth';
import { createQueryClient } from './lib/query-client';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

/**
 * Who is signed in decides the first screen, and index.html asks for it beside this script:
 * when the answer is in within a moment, the first paint is already that screen (no skeleton
 * that the answer replaces); when it is not, the page renders as it would have and the answer follows.
 */
const SESSION_ANSWER_WAIT_MS = 300;
const queryClient = createQueryClient();
void Promise.race([queryClient.prefetchQuery(currentUserQueryOptions()), new Promise((resolve) => setTimeout(resolve, SESSION_ANSWER_WAIT_MS))]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
