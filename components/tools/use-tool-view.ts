'use client'

import { useRef, useState } from 'react'

import type { Params } from '@/lib/tools/query'

type Engine = typeof import('@/lib/tools/engine')
let engine: Promise<Engine> | undefined

/** The tools' schemas and formulas: loaded when a tool is first used, not with the page. */
export function loadEngine(): Promise<Engine> {
  engine ??= import('@/lib/tools/engine')
  return engine
}

/**
 * A tool's result: the server's for the address it was rendered at, then the browser's for
 * each change of its form, computed by the engine. A change that arrives while the engine
 * loads is not lost, and an older one never overwrites a newer one.
 */
export function useToolView<V>(
  initial: V,
  compute: (engine: Engine, params: Params) => V,
): [V, (params: Params) => void] {
  const [view, setView] = useState(initial)
  const latest = useRef(0)
  const update = (params: Params) => {
    const call = ++latest.current
    void loadEngine().then((loaded) => {
      if (call === latest.current) setView(compute(loaded, params))
    })
  }
  return [view, update]
}
