import { pathTo } from '../../../app/routes';
import { Button, Field, Heading, HStack, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeclareBeneficiaryMutation, useMemberInfoQuery } from '../../../graphql/generated';
import { showToast } from '../../../lib/toast';
import { markBeneficiaryHintShown } from '../../gates/local-flags';

const T = {
  title: '實質受益人聲明',
  lead: '依洗錢防制法規定，請填寫直接或間接持有公司股份或資本超過 25% 之自然人。',
  done: '您已完成會員詳細資料，即將導向會員首頁',
  name: '姓名',
  idNo: '身分證字號或護照號碼',
  nationality: '國籍',
  share: '持股比例（%）',
  add: '新增一位',
  submit: '送出聲明',
  loadError: '資料載入失敗，請稍後再試',
} as const;

type Owner = { name: string; idNo: string; nationality: string; sharePercent: string };
const blank = (): Owner => ({ name: '', idNo: '', nationality: '中華民國', sharePercent: '' });

/** /auth/survey/beneficiary (business members only; the route guard sends others to /auth/index). */
export function BeneficiarySurveyView() {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useMemberInfoQuery({ fetchPolicy: 'cache-and-network' });
  const [declare, { loading: saving }] = useDeclareBeneficiaryMutation();
  const [owners, setOwners] = useState<Owner[]>([blank()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const complete = data?.memberInfo.beneficiarySet === true;

  useEffect(() => {
    if (!complete) return undefined;
    markBeneficiaryHintShown();
    showToast(T.done, 'success');
    const timer = window.setTimeout(() => navigate(pathTo('dashboard.index')), 2000);
    return () => window.clearTimeout(timer);
  }, [complete, navigate]);

  if (loading && !data) return <Spinner />;
  if (error || !data) return <Text color="fg.error">{T.loadError}</Text>;
  if (complete) return <Text data-testid="survey-done">{T.done}</Text>;

  const set = (i: number, key: keyof Owner, value: string) =>
    setOwners((list) => list.map((o, j) => (j === i ? { ...o, [key]: value } : o)));
  const submit = async () => {
    const result = await declare({
      variables: {
        owners: owners.map((o) => ({
          ...o,
          idNo: o.idNo.trim().toUpperCase(),
          sharePercent: Number(o.sharePercent) || 0,
        })),
      },
    });
    const list = result.data?.declareBeneficiary.errors ?? [];
    setErrors(Object.fromEntries(list.map((e) => [e.field ?? '', e.message])));
    if (list[0]) {
      showToast(list[0].message);
      window.scrollTo({ top: 0 });
      return;
    }
    await refetch();
  };
  const field = (i: number, key: keyof Owner, label: string) => (
    <Field.Root invalid={Boolean(errors[`owners.${i}.${key}`])}>
      <Field.Label fontSize="sm" fontWeight="normal">
        {label}
      </Field.Label>
      <Input value={owners[i]?.[key] ?? ''} onChange={(e) => set(i, key, e.target.value)} />
      {errors[`owners.${i}.${key}`] ? <Field.ErrorText>{errors[`owners.${i}.${key}`]}</Field.ErrorText> : null}
    </Field.Root>
  );
  return (
    <Stack gap="5" maxW="4xl">
      <Heading as="h1" size="xl">
        {T.title}
      </Heading>
      <Text color="fg.muted">{T.lead}</Text>
      {owners.map((_o, i) => (
        <SimpleGrid key={i} columns={{ base: 1, md: 4 }} gap="3" bg="bg" p="4" borderWidth="1px" borderRadius="md">
          {field(i, 'name', T.name)}
          {field(i, 'idNo', T.idNo)}
          {field(i, 'nationality', T.nationality)}
          {field(i, 'sharePercent', T.share)}
        </SimpleGrid>
      ))}
      <HStack>
        <Button
          variant="outline"
          onClick={() => setOwners((list) => [...list, blank()])}
          disabled={owners.length >= 10}
        >
          {T.add}
        </Button>
        <Button colorPalette="primary" loading={saving} onClick={() => void submit()}>
          {T.submit}
        </Button>
      </HStack>
    </Stack>
  );
}
