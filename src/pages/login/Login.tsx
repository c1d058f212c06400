/** Placeholder until this page lands. */
export default function Login() {
  return <div className="foc-page-placeholder" data-page="Login" />;
}
