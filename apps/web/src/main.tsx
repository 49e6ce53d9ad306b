import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Sub-paths, not the barrel: the first load must not carry the route registry (bench/login-bundle.mjs).
import { fail } from '@cinema/contracts/invariant';
import { App } from './app/app.js';

createRoot(document.getElementById('root') ?? fail('index.html has no #root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
