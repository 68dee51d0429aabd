import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The local host page (npm run host): a plain React app, no federation plugin, like the platform's shell.
export default defineConfig({ root: import.meta.dirname, plugins: [react()] });
