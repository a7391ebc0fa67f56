// The known task types come from the registry of kinds (src/domain/tasks/registry.ts).
export {
  allTaskKinds,
  isKnownTask,
  isKnownTaskType,
  type KnownTaskType,
  kindOfType,
  knownTaskTypes,
} from '#domain/tasks/registry';
