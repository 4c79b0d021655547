import { Component, type ReactNode } from 'react'

/** Renders `fallback` instead of children that throw while rendering. */
export class ErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.error('[error-boundary]', error)
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
