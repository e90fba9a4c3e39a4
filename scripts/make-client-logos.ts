// Writes public/client-logos/<logo_path>: the local fallback logos of the seed clients (docs/calls.md:
// when the Graph logo cannot be read, the portal shows the logo_path file from here).
// Run with `node scripts/make-client-logos.ts` (Node 24 strips the types).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { avatarPng, seedClients } from '@client-portal/local-tenant';

const palette = ['#1e40af', '#b45309', '#047857', '#6d28d9'];
const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/client-logos');
mkdirSync(target, { recursive: true });
seedClients.forEach((client, index) => {
  const background = palette[index % palette.length] ?? '#1e40af';
  writeFileSync(
    path.join(target, client.logo_path),
    avatarPng(client.client_name, { background, foreground: '#ffffff' }),
  );
  console.log(`wrote ${client.logo_path}`);
});
