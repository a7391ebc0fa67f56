import { idParam } from '#contract/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type StudentIdentity, signedInStudent } from '../../plugins/auth-guards';

const idParams = z.object({ id: idParam });

/** The numeric `{id}` of the path; 400 VALIDATION_FAILED when it is not a positive integer. */
export function pathId(request: FastifyRequest): number {
  return idParams.parse(request.params).id;
}

/** The signed-in student's ids and username. */
export function studentOf(request: FastifyRequest): StudentIdentity {
  const student = signedInStudent(request);
  return { id: student.id, teacherId: student.teacherId, username: student.username };
}
