// The teacher area's routes (students, homework, a student's homework, preview, activity, lesson
// reports), and what the insight module shares with it: the teacher's ownership of a student or
// homework and the route helpers.
export { ownedHomework, ownedStudentByUsername } from './ownership';
export { answer, teacherId } from './route-support';
export { teacherRoutes } from './teacher-routes';
