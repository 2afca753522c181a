/// <reference lib="webworker" />
import ELK from 'elkjs/lib/elk.bundled.js';
import { positionsOf, toElkGraph, type LayoutRequest, type LayoutResponse } from './layout-options';

/**
 * The task map's layout, off the main thread (docs/design.md, "Web app"). elk's bundle is ~441 KB,
 * so it lives only in this worker chunk, which only the task map and the studio start.
 */
const elk = new ELK();
const scope = self as unknown as DedicatedWorkerGlobalScope;

// elk.bundled.js installs its own `self.onmessage` when it finds itself in a worker; ours replaces it.
scope.onmessage = async (event: MessageEvent<LayoutRequest>) => {
  const { requestId, nodeIds, edges } = event.data;
  let answer: LayoutResponse;
  try {
    const laidOut = await elk.layout(toElkGraph(nodeIds, edges));
    answer = { requestId, positions: positionsOf(laidOut) };
  } catch (error) {
    answer = { requestId, error: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(answer);
};
