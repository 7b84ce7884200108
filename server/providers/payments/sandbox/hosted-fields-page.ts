import { HostedFieldsMessage } from '#domain/checkout/hosted-fields-protocol.ts';
import { SYSTEM_FONT_STACK } from '#domain/site/font-stack.ts';
import { escapeHtml } from '../../../http/escape-html.ts';

/**
 * The card fields the sandbox vendor hosts in an iframe: the card number, expiry and CVV are
 * typed here and sent only to the vendor's tokenize endpoint. The portal's page (and no other
 * origin) asks for a tokenize when the user presses Pay and receives a single-use nonce, or the
 * kind of failure, through postMessage (domain/checkout/hosted-fields-protocol.ts).
 */
export function hostedFieldsPage({
  clientToken,
  parentOrigin,
  nonces,
}: {
  clientToken: string;
  parentOrigin: string;
  /** This answer's nonces, which its Content-Security-Policy names. */
  nonces: { script: string; style: string };
}): string {
  const settings = escapeHtml(
    JSON.stringify({ clientToken, parentOrigin, messages: HostedFieldsMessage }),
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Card details</title>
<style nonce="${nonces.style}">
  body { font: 16px ${SYSTEM_FONT_STACK}; margin: 0; padding: 2px; color: #1a1b1e; }
  label { display: block; margin: 8px 0 4px; font-weight: 600; font-size: 14px; }
  input { box-sizing: border-box; width: 100%; padding: 8px; font: inherit; border: 1px solid #868e96; border-radius: 4px; }
  input:focus { outline: 2px solid #1864ab; outline-offset: 1px; }
  input[aria-invalid=true] { border-color: #c92a2a; }
  .row { display: flex; gap: 8px; } .row > div { flex: 1; min-width: 0; }
  .error { color: #c92a2a; font-size: 14px; margin-top: 4px; }
  .error:empty { display: none; }
</style>
</head>
<body>
<form id="card" novalidate data-settings="${settings}">
  <label for="number">Card number</label>
  <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
  <div id="number-error" class="error"></div>
  <div class="row">
    <div><label for="expiry">Expiry (MM/YY)</label>
    <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required>
    <div id="expiry-error" class="error"></div></div>
    <div><label for="cvv">CVV</label>
    <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required>
    <div id="cvv-error" class="error"></div></div>
  </div>
</form>
<script nonce="${nonces.script}">
  const form = document.getElementById('card');
  const { clientToken, parentOrigin, messages } = JSON.parse(form.dataset.settings);
  const fields = ['number', 'expiry', 'cvv'];
  const tell = (message) => window.parent.postMessage(message, parentOrigin);

  // Marks and names every field at fault at once, and takes the user to the first of them.
  function showProblems(problems) {
    for (const field of fields) {
      const input = document.getElementById(field);
      const problem = problems.find((candidate) => candidate.field === field);
      document.getElementById(field + '-error').textContent = problem ? problem.message : '';
      input.setAttribute('aria-invalid', String(Boolean(problem)));
      if (problem) input.setAttribute('aria-describedby', field + '-error');
      else input.removeAttribute('aria-describedby');
    }
    const first = fields.find((field) => problems.some((problem) => problem.field === field));
    if (first) document.getElementById(first).focus();
  }

  async function tokenize(requestId) {
    showProblems([]);
    const card = Object.fromEntries(new FormData(form));
    let response;
    try {
      response = await fetch('/payments/sandbox/tokenize', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientToken, ...card }),
      });
    } catch {
      return tell({ type: messages.failed, requestId, failure: 'unavailable' });
    }
    const body = await response.json().catch(() => ({}));
    // The card stays typed, as hosted fields keep it: if the charge is declined, the user changes
    // what needs changing and pays again, which tokenizes afresh.
    if (response.ok) return tell({ type: messages.nonce, requestId, ...body });
    const failure = response.status === 400 ? 'card' : response.status === 401 ? 'expired' : 'unavailable';
    if (failure === 'card') showProblems(body.problems ?? [{ field: body.field, message: body.message }]);
    tell({ type: messages.failed, requestId, failure });
  }

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    if (event.data?.type === messages.tokenize) tokenize(event.data.requestId);
  });
  // The expiry reads MM/YY as it is typed: digits alone are enough (a phone's numeric keypad
  // has no slash), the slash appears once the month is complete, and a month that can only
  // have one digit (2 to 9, or 1 then 3 to 9) gets its 0. A pasted or autofilled '12/2030'
  // becomes '12/30'. (Digits are [0-9] here: a template literal would drop the backslash.)
  const expiry = document.getElementById('expiry');

  function formatExpiry(text, typing) {
    const groups = text.match(/[0-9]+/g) ?? [];
    const digits = groups.join('');
    // A digit then a slash (or a space): the month is what came before it, as in '1/' or '13/30'.
    const separated = /[0-9][^0-9]/.test(text);
    let month = separated ? groups[0] : digits.slice(0, 2);
    let year = digits.slice(month.length);
    if (month.length > 2) [month, year] = [month.slice(0, 2), month.slice(2) + year];
    if (month.length === 1 && (separated || month > '1')) month = '0' + month;
    // Digits alone: no month is 13 to 19, so a 3 to 9 after the 1 starts the year.
    if (!separated && month[0] === '1' && month[1] > '2') [month, year] = ['01', month[1] + year];
    if (year.length > 2 && year.startsWith('20')) year = year.slice(2);
    year = year.slice(0, 2);
    if (month.length < 2) return month;
    return year || typing || separated ? month + '/' + year : month;
  }

  // The caret stays after the digits it followed, or at the end when typing at the end.
  function showExpiry(text, caret, typing) {
    const formatted = formatExpiry(text, typing);
    expiry.value = formatted;
    let position = formatted.length;
    if (caret < text.length) {
      const digitsBefore = text.slice(0, caret).replace(/[^0-9]/g, '').length;
      position = 0;
      for (let seen = 0; seen < digitsBefore && position < formatted.length; position += 1) {
        if (/[0-9]/.test(formatted[position])) seen += 1;
      }
    }
    expiry.setSelectionRange(position, position);
  }

  expiry.addEventListener('beforeinput', (event) => {
    const caret = expiry.selectionStart;
    // Backspace just after the slash takes the digit before it, as if the slash were not there.
    if (event.inputType !== 'deleteContentBackward' || caret !== expiry.selectionEnd) return;
    if (expiry.value[caret - 1] !== '/') return;
    event.preventDefault();
    const text = expiry.value;
    showExpiry(text.slice(0, caret - 2) + text.slice(caret), caret - 2, false);
  });
  expiry.addEventListener('input', (event) => {
    showExpiry(expiry.value, expiry.selectionStart, !event.inputType?.startsWith('delete'));
  });

  // Enter in a card field means "Pay", as it would in a form the page itself drew.
  form.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') tell({ type: messages.submitRequested });
  });
  // The page sizes the iframe to the form, which grows with the messages under its fields.
  new ResizeObserver(() => {
    tell({ type: messages.resize, height: Math.ceil(document.body.getBoundingClientRect().height) });
  }).observe(document.body);
  tell({ type: messages.ready });
</script>
</body>
</html>`;
}
