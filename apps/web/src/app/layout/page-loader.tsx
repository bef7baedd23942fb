/** Shown while a page's code is still downloading: MUI's CircularProgress, drawn plain (decision 011). */
export function PageLoader() {
  return (
    <div role="status" aria-label="Loading page" className="page-loader">
      <span className="page-loader__spinner" role="progressbar">
        <svg viewBox="22 22 44 44">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
    </div>
  );
}
