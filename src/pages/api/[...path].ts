import type { APIRoute } from 'astro';
import { problem } from '../../lib/http/problem';

// Any /api path no endpoint claims: a JSON 404, never the HTML page.
export const ALL: APIRoute = ({ url }) => problem(404, `There is no API endpoint at ${url.pathname}.`);
