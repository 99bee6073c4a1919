/** The product mark: a slide on a stand. Decorative; the product name sits next to it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="26" height="18" rx="3" className="logo-mark__slide" />
      <rect x="8" y="10" width="12" height="2.5" rx="1.25" className="logo-mark__title" />
      <rect x="8" y="15" width="16" height="2" rx="1" className="logo-mark__line" />
      <path d="M16 23v5M11 28h10" className="logo-mark__stand" />
    </svg>
  );
}
