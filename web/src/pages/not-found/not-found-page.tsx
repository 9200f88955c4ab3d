export default function NotFoundPage() {
  return (
    <article className="page">
      <h1>Page not found</h1>
      <p>We could not locate the page you were attempting to access.</p>
      <p>
        <a href="/">Go to the Tradespace home page</a>
      </p>
    </article>
  );
}
