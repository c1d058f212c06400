/** Placeholder until this page lands. */
export default function Forbidden() {
  return <div className="foc-page-placeholder" data-page="Forbidden" />;
}
