/// <reference lib="webworker" />
import ELK from 'elkjs/lib/elk.bundled.js';
import { layoutMapWith, type ElkLike, type LayoutRequest, type LayoutResponse } from './layout-options';

/**
 * The task map's layout, off the main thread (docs/design.md, "Web app"): elk lays out each dish band
 * of a map (one message per map). elk's bundle is ~1.6 MB, so it lives only in this worker chunk,
 * which only the task map and the studio start.
 */
const elk = new ELK() as unknown as ElkLike;
const scope = self as unknown as DedicatedWorkerGlobalScope;

// elk.bundled.js installs its own `self.onmessage` when it finds itself in a worker; ours replaces it.
scope.onmessage = async (event: MessageEvent<LayoutRequest>) => {
  const { requestId, groups, edges } = event.data;
  let answer: LayoutResponse;
  try {
    answer = { requestId, layout: await layoutMapWith(elk, groups, edges) };
  } catch (error) {
    answer = { requestId, error: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(answer);
};
