/** Placeholder until the header lands. */
export function Header() {
  return <header className="foc-header" />;
}
