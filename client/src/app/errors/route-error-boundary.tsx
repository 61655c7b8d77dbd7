import { Button, Result, Typography } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ModuleNotFoundError } from '@/api/errors';
import { MissingPage } from './missing-page';

interface Props {
  children: ReactNode;
  /** The title of the page inside, for the message about a page that does not exist yet. */
  pageTitle?: string;
}

interface State {
  error: Error | null;
}

/** Keeps a failing page (a chunk that did not load, a page that does not exist) from taking the whole shell down. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof ModuleNotFoundError) return <MissingPage title={this.props.pageTitle ?? error.moduleName} component={error.moduleName} />;
    return (
      <Result
        status="error"
        title="页面加载失败"
        subTitle={<Typography.Text code>{error.message}</Typography.Text>}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            重新加载
          </Button>
        }
      />
    );
  }
}
