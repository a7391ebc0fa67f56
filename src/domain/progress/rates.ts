/** Completion Rate: the rounded percentage of assignments completed, 0 when nothing is assigned (progress page). */
export function completionRate(completedAssignments: number, totalAssignments: number): number {
  return totalAssignments > 0 ? Math.round((completedAssignments / totalAssignments) * 100) : 0;
}

/** Average per Assignment: rounded minutes per completed assignment, 0 when none is completed (progress page). */
export function averageMinutesPerAssignment(totalMinutes: number, completedAssignments: number): number {
  return completedAssignments > 0 ? Math.round(totalMinutes / completedAssignments) : 0;
}
