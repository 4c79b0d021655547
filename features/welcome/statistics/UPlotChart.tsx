/**
 * One uPlot canvas sized to its container (re-sized with it). The canvas is decoration for sighted
 * users: it is hidden from assistive technology, and the table beside it carries the same figures.
 */
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

export function UPlotChart({
  options,
  data,
  height = 260,
}: {
  options: Omit<uPlot.Options, 'width' | 'height'>
  data: uPlot.AlignedData
  height?: number
}) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return
    const width = () => Math.max(240, Math.floor(el.clientWidth))
    const chart = new uPlot({ ...options, width: width(), height }, data, el)
    const observer = new ResizeObserver(() => chart.setSize({ width: width(), height }))
    observer.observe(el)
    return () => {
      observer.disconnect()
      chart.destroy()
    }
  }, [options, data, height])
  return <div ref={box} className="stats-chart__canvas" aria-hidden="true" data-chart="uplot" />
}
