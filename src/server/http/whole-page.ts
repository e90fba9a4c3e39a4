/**
 * A page's HTML read to its end before any of it is sent. Astro streams a page as it renders, so
 * a component that throws halfway would end the answer early: half a page, a broken connection
 * (ERR_INCOMPLETE_CHUNKED_ENCODING), and no error page. Read whole, the failure is an exception
 * the error middleware turns into the 500 page with its request id. Pages render in 3–15 ms and
 * weigh under 100 KB, so nothing is lost by waiting for the end.
 *
 * Only HTML with a body is read; anything else (redirects, JSON, files) passes as it is, and so
 * does HTML whose length is known: Astro renders pages to one string (streaming off, decision 097)
 * and gives them a Content-Length, so a component that throws fails the render before any answer
 * exists. Reading such a body again would only decode and re-encode 70 KB per request.
 */
export async function wholePage(response: Response): Promise<Response> {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  if (response.headers.has('content-length')) return response;
  const html = await response.text();
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
}
