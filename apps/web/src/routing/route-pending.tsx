/** A screen whose data takes a while: shown once loading lasts longer than the router's pending delay. */
export function RoutePending() {
  return (
    <section className="screen screen--message" aria-busy="true">
      <p className="screen__text" role="status">
        Loading...
      </p>
    </section>
  );
}
