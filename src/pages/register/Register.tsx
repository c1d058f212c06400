/** Placeholder until this page lands. */
export default function Register() {
  return <div className="foc-page-placeholder" data-page="Register" />;
}
