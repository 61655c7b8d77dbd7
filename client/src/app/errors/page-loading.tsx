/** A spinner without antd, so the first paint of any route does not wait for the component library. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-label="加载中">
      <span className="page-loading__spinner" />
    </div>
  );
}
