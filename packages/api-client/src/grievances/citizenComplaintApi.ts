import type {
  AcceptBody,
  CitizenComplaint as CitizenComplaintWire,
  ReasonBody,
  ReminderBody,
} from '@council/contract';
import { GrievancePaths } from '@council/contract/grievance-paths';
import { apiClient } from '@council/shared-auth';
import type { CitizenComplaint } from './entities';
import { withFiles } from './mappers';

const complaintPath = (id: number, move?: string) =>
  `${GrievancePaths.user.complaints}/${id}${move ? `/${move}` : ''}`;
const citizenComplaint = (wire: CitizenComplaintWire) =>
  withFiles(wire, 'history') as CitizenComplaint;
const move = async (id: number, name: string, body: object) =>
  citizenComplaint(
    (await apiClient.post<CitizenComplaintWire>(complaintPath(id, name), body)).data,
  );

/** A citizen following their own complaint; shared-auth adds the token. */
export const citizenComplaintApi = {
  complaint: async (id: number): Promise<CitizenComplaint> =>
    citizenComplaint((await apiClient.get<CitizenComplaintWire>(complaintPath(id))).data),
  reopen: (id: number, body: ReasonBody) => move(id, 'reopen', body),
  accept: (id: number, body: AcceptBody) => move(id, 'accept', body),
  remind: (id: number, body: ReminderBody) => move(id, 'remind', body),
};
