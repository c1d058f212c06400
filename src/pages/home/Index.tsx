/** Placeholder until this page lands. */
export default function Index() {
  return <div className="foc-page-placeholder" data-page="Index" />;
}
