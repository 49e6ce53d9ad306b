import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fail } from '@cinema/contracts';
import { App } from './app/app.js';

createRoot(document.getElementById('root') ?? fail('index.html has no #root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
