/** Placeholder until this page lands. */
export default function TrainingSignIn() {
  return <div className="foc-page-placeholder" data-page="TrainingSignIn" />;
}
