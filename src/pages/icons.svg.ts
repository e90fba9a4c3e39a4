import type { APIRoute } from 'astro';
import { shellIconSprite } from '../shell/icons/sprite.ts';

/**
 * The shell's icons as one sprite: every page refers to it (ShellIcon.tsx) instead of carrying
 * the paths of each icon, and the browser keeps it (the URL changes with its content).
 */
export const GET: APIRoute = () =>
  new Response(shellIconSprite().svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
