// `npm run serve`: serves the existing build, without rebuilding, with the server's Node flags.
import { serveBuild } from './lib/serve.mjs';

serveBuild();
