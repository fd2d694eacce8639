/** What decides whether a complaint's own words may be shown to anyone (DECISIONS.md). */
interface Privacy {
  accepted_at: string | null;
  citizen_text_hidden: number;
}

/** The citizen's words and photos are public once staff accepted the complaint and did not hide them. */
export function isCitizenTextPublic(row: Privacy): boolean {
  return row.accepted_at !== null && row.citizen_text_hidden === 0;
}

interface CitizenParts extends Privacy {
  suggestion: string;
  landmark: string;
  additional_information: string;
  public_image_1_file_id: number | null;
  public_image_2_file_id: number | null;
}

/**
 * A complaint as the public may see it: the citizen's words ('') and photos (none) only once
 * they are public; the action taken and its photos always. Who filed it is never selected.
 */
export function asThePublicSeesIt<Row extends CitizenParts>(row: Row): Row {
  if (isCitizenTextPublic(row)) return row;
  return {
    ...row,
    suggestion: '',
    landmark: '',
    additional_information: '',
    public_image_1_file_id: null,
    public_image_2_file_id: null,
  };
}
