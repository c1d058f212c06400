/** Placeholder until this page lands. */
export default function Website() {
  return <div className="foc-page-placeholder" data-page="Website" />;
}
