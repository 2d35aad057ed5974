// Starts Swagger UI on the API reference page (/api/docs). A file of ours, not an inline script, so the
// page runs under the app's Content-Security-Policy (script-src 'self') unchanged.
/* global window, SwaggerUIBundle */
window.addEventListener('DOMContentLoaded', () => {
  SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#api-reference',
    deepLinking: true,
    // Swagger's public validator would be a call to another origin: the page makes none.
    validatorUrl: null,
    // Calls made from the page carry this browser's session cookie, as the web app's do.
    withCredentials: true,
  });
});
