import { useApp, validEnquiry, Visitor } from '../helpers/app';
import { DATABASES, writableRowCounts } from '../helpers/databases';

// A choice field carries one of the const-data options, never free text PharmaSetu would then send to sellers.
describe.each(DATABASES)('security: free text in a choice field is refused (%s)', (kind) => {
  const t = useApp(kind);
  const FREE = 'Call me at 98xxxxxx, best prices here!';

  it.each([
    ['required_when', 'Please choose the requirement emergency from the list'],
    ['call_time', 'Please choose a call-time preference from the list'],
  ])('step 0: %s', async (field, message) => {
    const visitor = new Visitor(t.app);
    await visitor.get('/csrf');
    const before = await writableRowCounts(t.db);
    const r = await visitor.post('/enquiry/new', validEnquiry('9824000001', { [field]: FREE }));
    expect([r.statusCode, r.json()]).toEqual([400, { error: message }]);
    expect(await writableRowCounts(t.db)).toEqual(before);
    const listed = await visitor.post(
      '/enquiry/new',
      validEnquiry('9824000001', { required_when: 'Within 15 days', call_time: 'Anytime' }),
    );
    expect(listed.statusCode).toBe(200);
  });

  it.each([
    [{ experience: FREE }, 'Please choose your experience from the list'],
    [{ profession: FREE }, 'Please choose your profession from the list'],
    [{ profession: 'doctor' }, 'Please choose your profession from the list'],
  ])('step 1: %j', async (change, message) => {
    const visitor = new Visitor(t.app);
    const { enquiry_id } = (await visitor.post('/enquiry/new', validEnquiry('9824000002'))).json();
    const before = await writableRowCounts(t.db);
    const r = await visitor.post('/enquiry/update', {
      enquiry_id,
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      address: 'Mohali, Punjab, India',
      gst_number: 1,
      drug_license: 1,
      ...change,
    });
    expect([r.statusCode, r.json()]).toEqual([400, { error: message }]);
    expect(await writableRowCounts(t.db)).toEqual(before);
  });

  it.each([
    [{ service_for: [FREE] }, 'Please choose the services from the list'],
    [{ service_for: ['General Range', FREE] }, 'Please choose the services from the list'],
    // A 3rd-party manufacturing option for a PCD enquiry is not one of its options either.
    [{ service_for: ['Hormones'] }, 'Please choose the services from the list'],
    [{ medicine_type: [FREE] }, 'Please choose medicine types from the list'],
    [{ selling_purpose: FREE }, 'Please choose a selling purpose from the list'],
  ])('step 2 of a PCD enquiry: %j', async (change, message) => {
    const visitor = new Visitor(t.app);
    const { enquiry_id } = (await visitor.post('/enquiry/new', validEnquiry('9824000003'))).json();
    const before = await writableRowCounts(t.db);
    const r = await visitor.post('/enquiry/update', {
      enquiry_id,
      pcd_area: 'Ludhiana, Punjab, India',
      ...change,
    });
    expect([r.statusCode, r.json()]).toEqual([400, { error: message }]);
    expect(await writableRowCounts(t.db)).toEqual(before);
  });

  it("the options of the enquiry's own service are accepted", async () => {
    const visitor = new Visitor(t.app);
    const pcd = (await visitor.post('/enquiry/new', validEnquiry('9824000004'))).json();
    const third = (
      await visitor.post('/enquiry/new', validEnquiry('9824000005', { service_type: '3rd Party Manufacturing' }))
    ).json();
    const ok = [
      await visitor.post('/enquiry/update', {
        enquiry_id: pcd.enquiry_id,
        service_for: ['General Range', 'Gynaecology'],
        medicine_type: ['Tablets'],
        selling_purpose: 'Retail counter sale',
        pcd_area: 'Ludhiana, Punjab, India',
      }),
      await visitor.post('/enquiry/update', {
        enquiry_id: third.enquiry_id,
        service_for: ['Hormones'],
        quantity: '20 units',
      }),
    ];
    expect(ok.map((r) => r.statusCode)).toEqual([200, 200]);
    // …and the other service's are not.
    const crossed = await visitor.post('/enquiry/update', {
      enquiry_id: third.enquiry_id,
      service_for: ['Gynaecology'],
    });
    expect(crossed.json()).toEqual({ error: 'Please choose the services from the list' });
  });
});
