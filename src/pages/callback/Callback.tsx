/** Placeholder until this page lands. */
export default function Callback() {
  return <div className="foc-page-placeholder" data-page="Callback" />;
}
