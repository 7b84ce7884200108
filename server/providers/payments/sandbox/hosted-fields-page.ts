/** Escapes text for an HTML attribute or a JSON string inside a script. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The card fields the sandbox vendor hosts in an iframe: the card number, expiry and CVV are
 * typed here and sent only to the vendor's tokenize endpoint; the parent page receives a
 * single-use nonce through postMessage, addressed to the portal's origin only.
 */
export function hostedFieldsPage({
  clientToken,
  parentOrigin,
  scriptNonce,
}: {
  clientToken: string;
  parentOrigin: string;
  scriptNonce: string;
}): string {
  const settings = escapeHtml(JSON.stringify({ clientToken, parentOrigin }));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Card details</title>
<style>
  body { font: 16px system-ui, sans-serif; margin: 0; padding: 8px; color: #1a1b1e; }
  label { display: block; margin-top: 8px; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: 8px; font: inherit; border: 1px solid #868e96; border-radius: 4px; }
  .row { display: flex; gap: 8px; } .row > div { flex: 1; }
  button { margin-top: 12px; padding: 8px 16px; font: inherit; }
  [role=alert] { color: #c92a2a; min-height: 1.5em; margin-top: 8px; }
</style>
</head>
<body>
<form id="card" novalidate data-settings="${settings}">
  <label for="number">Card number</label>
  <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required aria-describedby="error">
  <div class="row">
    <div><label for="expiry">Expiry (MM/YY)</label>
    <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required aria-describedby="error"></div>
    <div><label for="cvv">CVV</label>
    <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required aria-describedby="error"></div>
  </div>
  <button type="submit">Use this card</button>
  <div id="error" role="alert"></div>
</form>
<script nonce="${scriptNonce}">
  const form = document.getElementById('card');
  const { clientToken, parentOrigin } = JSON.parse(form.dataset.settings);
  const error = document.getElementById('error');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    const card = Object.fromEntries(new FormData(form));
    const response = await fetch('/payments/sandbox/tokenize', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientToken, ...card }),
    });
    const body = await response.json();
    if (!response.ok) {
      error.textContent = body.message;
      if (body.field) document.getElementById(body.field)?.focus();
      return;
    }
    form.reset();
    window.parent.postMessage({ type: 'maplepost-sandbox-nonce', ...body }, parentOrigin);
  });
</script>
</body>
</html>`;
}
