/**
 * The part of Stripe.js (v3) a card form uses: `Stripe(publishableKey)`, `elements().create('card')`
 * with `mount`, `on('change')`, `unmount`, and `createToken(card)` answering `{ token }` or
 * `{ error }` as Stripe.js does. Its card element is three plain inputs instead of the provider's
 * frame; the token comes from the double's `POST /v1/tokens`, with the key in the form, as
 * Stripe.js sends it.
 */
export const browserScript = (apiUrl: string) => `(() => {
  const apiUrl = ${JSON.stringify(apiUrl)};
  const field = (label, autocomplete) => {
    const input = document.createElement('input');
    input.setAttribute('aria-label', label);
    input.setAttribute('autocomplete', autocomplete);
    input.inputMode = 'numeric';
    return input;
  };
  function cardElement() {
    const number = field('Card number', 'cc-number');
    const expiry = field('Expiration date MM / YY', 'cc-exp');
    const cvc = field('CVC', 'cc-csc');
    const listeners = [];
    for (const input of [number, expiry, cvc])
      input.addEventListener('input', () => {
        const complete = number.value.replace(/\\D/g, '').length >= 12 && /^\\d\\d ?\\/ ?\\d\\d$/.test(expiry.value.trim()) && cvc.value.length >= 3;
        for (const listener of listeners) listener({ elementType: 'card', empty: !number.value, complete, error: undefined });
      });
    const box = document.createElement('div');
    box.className = 'StripeElement';
    box.append(number, expiry, cvc);
    return {
      mount(target) { (typeof target === 'string' ? document.querySelector(target) : target).append(box); },
      unmount() { box.remove(); },
      destroy() { box.remove(); },
      on(type, listener) { if (type === 'change') listeners.push(listener); },
      focus() { number.focus(); },
      values() {
        const [month, year] = expiry.value.split('/').map((part) => part.trim());
        return { number: number.value.replace(/\\s/g, ''), exp_month: month ?? '', exp_year: year ?? '', cvc: cvc.value };
      },
    };
  }
  window.Stripe = (key) => ({
    elements: () => ({ create: (type) => { if (type !== 'card') throw new Error('Only the card element'); return cardElement(); } }),
    async createToken(card) {
      const card_ = card.values();
      const form = new URLSearchParams({ key, 'card[number]': card_.number, 'card[exp_month]': card_.exp_month, 'card[exp_year]': card_.exp_year, 'card[cvc]': card_.cvc });
      const response = await fetch(apiUrl + '/v1/tokens', { method: 'POST', body: form });
      const answer = await response.json();
      return response.ok ? { token: answer } : { error: answer.error };
    },
  });
})();`;
