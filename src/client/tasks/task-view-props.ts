import type { TaskAction } from '#domain/tasks/engine';

/** How a task renderer is used: 'play' accepts actions, 'review' is read-only and shows the correct answers. */
export type TaskViewMode = 'play' | 'review';

/** Props every per-type task renderer takes. */
export interface TaskRendererProps<TTask, TState, TAction> {
  task: TTask;
  /** The domain state of the task (from the engine's initial state, reducer or stateFromResponse). */
  state: TState;
  mode: TaskViewMode;
  /** Called with a domain action in play mode; never called in review mode. */
  onAction?: (action: TAction) => void;
  /** An action sent to the server for checking and not answered yet: drawn as pressed meanwhile. */
  pendingAction?: TaskAction | null;
}
