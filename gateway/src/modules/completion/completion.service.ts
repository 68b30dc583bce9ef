import { isWithinMax } from '@paydesk/shared/generic-rules';
import { LockMode } from '@mikro-orm/core';
import { accountHolderId, requireOperator } from '../../core/auth/access';
import { sqlOf } from '../../core/database/sql';
import { actorOf, writeAudit } from '../audit';
import { sniffFileType } from '../../core/files/images';
import { MemberDetails, MemberDocument, MemberReview } from './completion.entities';
import { reviewReasonProblem } from '@paydesk/shared/review-rules';
import { MemberType } from '@paydesk/shared/member-types';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../core/context';
import { fieldError, fieldErrorsOf, type FieldError } from '../../core/errors';
import { ADDRESS_MAX_LENGTH, VALIDATION_MESSAGES as M } from '@paydesk/shared/validation-rules';
import { isTaiwanBank } from '@paydesk/shared/taiwan-banks';
import { VALIDATORS as V } from '../../core/validation/validators';
import { ViewerKind } from '../../core/viewer';
import { Member } from '../members';
import { cleanDocumentName } from './document-name';
import { COMPLETION_MESSAGES as C, DOCUMENT_LABELS } from './completion.messages';
import {
  ReviewDecision,
  type CompleteProfileInput,
  type CompletionPayload,
  type MemberDocumentInfo,
  type MemberReviewState,
  type PendingMember,
  type PendingMemberPage,
  type ReviewMemberInput,
} from './completion.types';
import { MEMBER_STATUS_LIST, MemberStatus } from '@paydesk/shared/member-statuses';
import { inTransaction } from '../../core/database/in-transaction';
import { publishEvent } from '../events';
import { saveBankAccountIn } from '../bank-account';
import { afterClause, cursorTimeSql, pageFrom, pageRequest, refusedPage, type PageArgs } from '../../core/paging';

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** The documents a member type must upload before its completion form may be sent. */
export const REQUIRED_DOCUMENTS: Record<number, string[]> = {
  [MemberType.PERSONAL]: ['id_front', 'id_back', 'second_doc'],
  [MemberType.BUSINESS]: ['boss_id_front', 'boss_id_back', 'registration'],
};

const DECISION_STATUS: Record<ReviewDecision, MemberStatus> = {
  [ReviewDecision.APPROVE]: MemberStatus.ACTIVE,
  [ReviewDecision.REJECT]: MemberStatus.REJECTED,
  [ReviewDecision.FAIL]: MemberStatus.REVIEW_FAILED,
  [ReviewDecision.SUPPLEMENT]: MemberStatus.SUPPLEMENT,
};

export interface UploadedFile {
  originalname: string;
  buffer: Buffer;
  size: number;
}

const failed = (errors: FieldError[]): CompletionPayload => ({
  success: false,
  message: errors[0]?.message ?? M.formInvalid,
  errors,
});

/** Member completion (SPEC §2.1 complete/personal|business), documents and the operators' review. */
export class CompletionService {
  private async seller(ctx: RequestContext): Promise<Member> {
    return ctx.em.findOneOrFail(Member, accountHolderId(ctx.viewer));
  }

  private canSubmit(member: Member): boolean {
    return (
      (!member.profileCompleted && member.status === MemberStatus.PENDING_REVIEW) ||
      member.status === MemberStatus.SUPPLEMENT
    );
  }

  private async documents(em: EntityManager, memberId: number): Promise<MemberDocumentInfo[]> {
    return (await this.documentsOf(em, [memberId])).get(memberId) ?? [];
  }

  /** Each member's newest file of each kind (only the newest counts), in one query for a whole list. */
  private async documentsOf(em: EntityManager, memberIds: number[]): Promise<Map<number, MemberDocumentInfo[]>> {
    const rows = await em.find(
      MemberDocument,
      { memberId: { $in: memberIds } },
      { orderBy: { memberId: 'asc', kind: 'asc', id: 'desc' } },
    );
    const byMember = new Map<number, MemberDocumentInfo[]>();
    for (const row of rows) {
      const list = byMember.get(row.memberId) ?? [];
      if (list.some((d) => d.kind === row.kind)) continue;
      list.push({
        id: row.id,
        kind: row.kind,
        label: DOCUMENT_LABELS[row.kind] ?? row.kind,
        originalName: row.originalName,
      });
      byMember.set(row.memberId, list);
    }
    return byMember;
  }

  async reviewState(ctx: RequestContext): Promise<MemberReviewState> {
    const member = await this.seller(ctx);
    const review = await ctx.em.findOne(MemberReview, { memberId: member.id }, { orderBy: { id: 'desc' } });
    return {
      memType: member.memType,
      status: member.status,
      statusName:
        member.status === MemberStatus.PENDING_REVIEW && !member.profileCompleted
          ? '尚未填寫詳細資料'
          : MEMBER_STATUS_LIST.label(member.status),
      profileCompleted: member.profileCompleted,
      canSubmit: this.canSubmit(member),
      reason: review?.reason ?? null,
      reviewedAt: review ? review.createdAt.toISOString() : null,
      requiredDocuments: REQUIRED_DOCUMENTS[member.memType] ?? [],
      documents: await this.documents(ctx.em, member.id),
    };
  }

  /** Stores a document under UPLOAD_DIR (never a public path) after checking its kind, size and real type. */
  async upload(
    ctx: RequestContext,
    kind: string,
    file: UploadedFile | undefined,
  ): Promise<CompletionPayload & { document: MemberDocumentInfo | null }> {
    const member = await this.seller(ctx);
    const fail = (message: string, code: string) => ({
      ...failed([fieldError('file', code, message)]),
      document: null,
    });
    if (!(REQUIRED_DOCUMENTS[member.memType] ?? []).includes(kind)) return fail(C.documentKind, 'KIND');
    if (!this.canSubmit(member)) return fail(C.notAllowed, 'NOT_ALLOWED');
    if (!file || file.size === 0) return fail(C.fileMissing, 'REQUIRED');
    if (file.size > MAX_DOCUMENT_BYTES) return fail(C.fileTooLarge, 'TOO_LARGE');
    const type = sniffFileType(file.buffer);
    if (!type) return fail(C.fileType, 'TYPE');
    const storedName = `${member.id}/${crypto.randomUUID()}.${type.ext}`;
    const target = path.join(ctx.config.uploadDir, storedName);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await fs.writeFile(target, file.buffer, { mode: 0o600 });
    const originalName = cleanDocumentName(file.originalname) || `${kind}.${type.ext}`;
    const id = await ctx.em.insert(MemberDocument, {
      memberId: member.id,
      kind,
      originalName,
      storedName,
      mime: type.mime,
      sizeBytes: file.size,
    });
    return {
      success: true,
      message: C.uploaded,
      errors: [],
      document: { id, kind, label: DOCUMENT_LABELS[kind] ?? kind, originalName },
    };
  }

  /** A document's file (relative to UPLOAD_DIR) for its member or an operator; null when neither. */
  async documentFile(ctx: RequestContext, id: number): Promise<{ file: string; mime: string; name: string } | null> {
    const viewer = ctx.viewer;
    if (!viewer) return null;
    const row = await ctx.em.findOne(MemberDocument, id);
    const allowed =
      row &&
      (viewer.kind === ViewerKind.OPERATOR ||
        (viewer.kind === ViewerKind.MEMBER && !viewer.isAssistant && viewer.memberId === row.memberId));
    if (!allowed) return null;
    return { file: row.storedName, mime: row.mime, name: row.originalName };
  }

  private validate(member: Member, input: CompleteProfileInput): FieldError[] {
    const address = input.address.trim();
    const checks: [string, string | null][] = [
      ['address', !address ? M.required : !isWithinMax(address, ADDRESS_MAX_LENGTH) ? M.address : null],
      ['contactPhone', V.phoneDash(input.contactPhone)],
      ['bankCode', V.bankCode(input.bankCode) ?? (isTaiwanBank(input.bankCode.trim()) ? null : C.bankNotTaiwan)],
      ['bankAccount', V.bankAccount(input.bankAccount)],
      [
        'bankAccountName',
        !input.bankAccountName.trim()
          ? M.required
          : input.bankAccountName.trim() !== member.name
            ? C.bankOwnName
            : null,
      ],
    ];
    if (member.memType === MemberType.BUSINESS) {
      checks.push(['bossName', V.userName(input.bossName)], ['bossNationalId', V.nationalId(input.bossNationalId)]);
    }
    return fieldErrorsOf(checks);
  }

  /** Saves the detailed data; with every required document present the member goes to review (status 9). */
  async submit(ctx: RequestContext, input: CompleteProfileInput): Promise<CompletionPayload> {
    const member = await this.seller(ctx);
    if (member.memType === MemberType.BUYER) return failed([fieldError(null, 'NOT_SELLER', C.notSeller)]);
    if (!this.canSubmit(member)) return failed([fieldError(null, 'NOT_ALLOWED', C.notAllowed)]);
    const errors = this.validate(member, input);
    const have = new Set((await this.documents(ctx.em, member.id)).map((d) => d.kind));
    for (const kind of REQUIRED_DOCUMENTS[member.memType] ?? []) {
      if (!have.has(kind))
        errors.push(
          fieldError(`documents.${kind}`, 'DOCUMENT_MISSING', C.documentMissing(DOCUMENT_LABELS[kind] ?? kind)),
        );
    }
    if (errors.length > 0) return failed(errors);
    const isBusiness = member.memType === MemberType.BUSINESS;
    await inTransaction(ctx.em, async (tx) => {
      const now = new Date();
      await tx.upsert(MemberDetails, {
        memberId: member.id,
        address: input.address.trim(),
        contactPhone: input.contactPhone.trim(),
        bossName: isBusiness ? (input.bossName ?? '').trim() : null,
        bossNationalId: isBusiness ? (input.bossNationalId ?? '').trim() : null,
        submittedAt: now,
        updatedAt: now,
      });
      // The account given here is the withdrawal account itself (one row, one state): pending until an operator
      // verifies it, unless it is the very account already on file.
      await saveBankAccountIn(tx, {
        memberId: member.id,
        bankCode: input.bankCode.trim(),
        branchCode: '',
        accountNo: input.bankAccount.trim(),
        accountName: input.bankAccountName.trim(),
        actor: actorOf(ctx.viewer),
      });
      await tx.nativeUpdate(Member, member.id, {
        profileCompleted: true,
        status: MemberStatus.PENDING_REVIEW,
        updatedAt: now,
      });
    });
    return { success: true, message: C.submitted, errors: [] };
  }

  /** Members who submitted their data and wait for an operator, oldest first. */
  /**
   * Operators: a keyset page of the members waiting for review, longest waiting first (submission time, then id;
   * the cursor is that time and id, so a member submitted meanwhile joins the end and shifts no page).
   */
  async pending(ctx: RequestContext, paging: PageArgs): Promise<PendingMemberPage> {
    requireOperator(ctx);
    const req = pageRequest(paging, true);
    if (req.errors.length) return refusedPage(req.errors);
    const after = afterClause(req, 'm.id', 'p.submitted_at', 'asc');
    const rows = await sqlOf(ctx.em)<{
      id: number;
      login_name: string;
      name: string;
      mem_type: number;
      identity_no: string | null;
      submitted_at: string;
      cursor_at: string;
      bank_account_name: string | null;
    }>(
      `select m.id, m.login_name, m.name, m.mem_type, m.identity_no, p.submitted_at, ${cursorTimeSql('p.submitted_at')} as cursor_at,
              b.account_name as bank_account_name
       from member m join member_profile p on p.member_id = m.id left join member_bank_account b on b.member_id = m.id
       where m.status = ? and m.profile_completed and ${after.sql} order by p.submitted_at, m.id limit ?`,
      [MemberStatus.PENDING_REVIEW, ...after.params, req.limit],
    );
    const page = pageFrom(
      rows,
      req,
      (r) => ({ id: r.id, at: r.cursor_at }),
      (r): PendingMember => ({
        id: r.id,
        loginName: r.login_name,
        name: r.name,
        memType: r.mem_type,
        identityNo: r.identity_no,
        submittedAt: new Date(r.submitted_at).toISOString(),
        bankAccountName: r.bank_account_name,
        documents: [],
      }),
    );
    const documents = await this.documentsOf(
      ctx.em,
      page.items.map((m) => m.id),
    );
    return { ...page, items: page.items.map((m) => ({ ...m, documents: documents.get(m.id) ?? [] })) };
  }

  async review(ctx: RequestContext, input: ReviewMemberInput): Promise<CompletionPayload> {
    const operatorId = Number(requireOperator(ctx).id.split(':')[1]);
    const reason = (input.reason ?? '').trim();
    const reasonProblem = reviewReasonProblem(
      reason,
      input.decision !== ReviewDecision.APPROVE,
      C.reviewReasonRequired,
    );
    if (reasonProblem) return failed([fieldError('reason', reasonProblem.code, reasonProblem.message)]);
    return inTransaction(ctx.em, async (tx) => {
      const member = await tx.findOne(
        Member,
        { id: input.memberId, memType: { $in: [MemberType.PERSONAL, MemberType.BUSINESS] } },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!member || member.status !== MemberStatus.PENDING_REVIEW || !member.profileCompleted)
        return failed([fieldError(null, 'NOT_PENDING', C.reviewNotPending)]);
      const before = member.status;
      member.status = DECISION_STATUS[input.decision];
      tx.create(MemberReview, { memberId: member.id, operatorId, decision: member.status, reason: reason || null });
      // The console's audit line after a decision reads this record (who, when, what, why), as for shops and accounts.
      await writeAudit(tx, {
        memberId: member.id,
        actor: actorOf(ctx.viewer),
        action: 'member.review',
        target: `member:${member.id}`,
        before: { status: before },
        after: { status: member.status, reason: reason || null },
      });
      await publishEvent(tx, {
        type: 'member.review_decided',
        memberId: member.id,
        data: {
          status: MEMBER_STATUS_LIST.keyOf(member.status) ?? null,
          statusLabel: MEMBER_STATUS_LIST.label(member.status),
          approved: member.status === MemberStatus.ACTIVE,
          reason: reason || null,
          decidedAt: new Date(),
        },
      });
      return { success: true, message: C.reviewDone, errors: [] };
    });
  }
}
